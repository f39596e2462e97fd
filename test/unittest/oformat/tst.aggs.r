exit 0
1 ['c', 'k', 'a', 'mn', 'mx', 'sd', 'q', 'l', 'll', 'n']
c int
   {'keys': ['a'], 'count': 1}
   {'keys': ['b"q'], 'count': 2}
k int
   {'keys': [200, -5, 18446744073709551615, 's'], 'sum': -7}
a int
   {'keys': [], 'avg': 4}
mn int
   {'keys': [], 'min': -4}
mx int
   {'keys': [], 'max': 2}
sd int
   {'keys': [], 'stddev': 1}
q int
   {'keys': [], 'buckets': [{'value': -1, 'count': 1}, {'value': 0, 'count': 1}, {'value': 4, 'count': 1}, {'value': 1099511627776, 'count': 1}]}
l int
   {'keys': [], 'buckets': [{'value': 2, 'count': 1}], 'underflow': 1, 'overflow': 2}
ll int
   {'keys': [], 'buckets': [{'value': 5, 'count': 1}, {'value': 100, 'count': 1}], 'underflow': 0, 'overflow': 1}
n int
   {'keys': [], 'count': 2}
