exit 0
dtrace: 2 aggregation drops on CPU X
-1 -1 dtrace INTERNAL INTERNAL aggregation drop 2 2 2 aggregation drops on CPU X
[{'keys': [1], 'count': 2}]
