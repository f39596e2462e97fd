exit 0
{'print': {'type': 'struct load_weight', 'value': {'weight': 1024, 'inv_weight': 7}}}
{'print': {'type': 'u32', 'value': 7}}
{'print': {'type': 'struct bits', 'value': {'c': 120, 'd': -200, 'e': -1, 'f': 5}}}
{'exit': 0}
