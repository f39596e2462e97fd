tst.alloca-before-bottom
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): invalid address (ADDR) in action #2
tst.alloca-beyond-top
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): invalid address (ADDR) in action #2
tst.alloca-crossing-clauses
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): invalid address (ADDR) in action #1
tst.alloca-self
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): invalid address (ADDR) in action #1
tst.alloca-store-beyond-top
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): invalid address (ADDR) in action #2
tst.copyin-bad
dtrace: error on enabled probe ID 1 (ID N: test_netPID:sdt-net:fire:bad): invalid address (0x1) in action #1
tst.copyin-badsize
dtrace: error on enabled probe ID 1 (ID N: test_netPID:sdt-net:fire:rec): invalid size (0x960) in action #2
tst.copyinto-bad
dtrace: error on enabled probe ID 1 (ID N: test_netPID:sdt-net:fire:bad): invalid address (0x1) in action #2
tst.copyinto-beyond
dtrace: error on enabled probe ID 1 (ID N: test_netPID:sdt-net:fire:rec): invalid size (0x10) in action #2
