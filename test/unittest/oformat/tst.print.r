exit 0
{'print': {'type': 'struct s', 'value': {'a': -7, 'n': '"\\A', 'b': [0, -9], 'in': {'s': -2, 'u': 250}, 'c': 'GREEN', 'un': {'i': 65, 'ch': 65}, 'p': 4096, 'big': 18446744073709551615}}}
{'print': {'type': 'struct in', 'value': {'s': -2, 'u': 250}}}
{'print': {'type': 'long [2]', 'value': [0, -9]}}
{'print': {'type': 'enum color', 'value': 'GREEN'}}
{'print': {'type': 'int', 'value': -3}}
{'print': {'type': 'string', 'value': 'st"r'}}
{'exit': 0}
