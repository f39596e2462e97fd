exit 0
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): invalid address (0x10) in action #2
dtrace: error on enabled probe ID 3 (ID 1: dtrace:::BEGIN): divide-by-zero in action #1
1 dtrace BEGIN int {'epid': 1, 'fault': 'invalid address', 'fault-code': 1, 'action': 2, 'address': 16, 'msg': 'invalid address (0x10) in action #2'}
1 BEGIN [{'value': 2}]
1 dtrace BEGIN int {'epid': 3, 'fault': 'divide-by-zero', 'fault-code': 4, 'action': 1, 'address': 0, 'msg': 'divide-by-zero in action #1'}
1 BEGIN [{'exit': 0}]
