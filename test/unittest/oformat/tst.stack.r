exit 0
[{'stack-frames': []}]
True sdt-ustack func_c deep
['pid', 'ustack-frames'] True
sdt-ustack func_c True True True
sdt-ustack func_b True True True
sdt-ustack func_a True True True
sdt-ustack main True True True
sdt-ustack`func_b True True
[{'keys': ['sdt-ustack`func_b', 'k'], 'count': 1}]
