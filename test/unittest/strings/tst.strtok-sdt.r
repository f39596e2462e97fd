[a]
[b]

dtrace: error on enabled probe ID 2 (ID X: test_provPID:sdt-loop:main:loop): invalid address (0x0) in action #1
