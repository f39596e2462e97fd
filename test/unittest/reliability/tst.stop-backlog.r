1: exit 0
1: END's lines: 1
3: exit 0
3: END's lines: 1
2: exit 0
1
2: aggregation lines: fewer than 100000
