exit 0
2 at exit: ['left']
{'aggregation-name': 'e', 'aggregation-data': []}
{'aggregation-name': 'c', 'aggregation-data': [{'keys': ['x'], 'count': 1}, {'keys': ['y'], 'count': 2}]}
{'aggregation-name': 'c', 'aggregation-data': [{'keys': ['x'], 'count': 1, 'message': 'x=1\n'}, {'keys': ['y'], 'count': 2, 'message': 'y=2\n'}]}
{'aggregation-name': 'c', 'aggregation-data': [{'keys': ['x'], 'values': [{'count': 1}, {'sum': 10}], 'message': 'x 1 10\n'}, {'keys': ['y'], 'values': [{'count': 2}, {'sum': 0}], 'message': 'y 2 0\n'}], 'aggregation-names': ['c', 's']}
{'exit': 0}
