dtrace: error on enabled probe ID 1 (ID N: copyinPID:copyin-untouched:main:bad): invalid address (0x10) in action #1
dtrace: error on enabled probe ID 2 (ID N: copyinPID:copyin-untouched:main:bad): invalid address (0x10) in action #1
dtrace: error on enabled probe ID 3 (ID N: copyinPID:copyin-untouched:main:bad): invalid address (0x10) in action #1
after the faults
