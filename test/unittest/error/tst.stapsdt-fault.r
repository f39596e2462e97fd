20
190
20
20
190
expected: 190 20
20 dtrace: error on enabled probe ID 1 (ID X: test_provPID:sdt-loop:main:loop): invalid address (ADDR) in action #1
