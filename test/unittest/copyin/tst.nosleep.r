dtrace: error on enabled probe ID 1 (ID N: copyinPID:copyin-untouched:main:text): invalid address (ADDR) in action #1
dtrace: error on enabled probe ID 2 (ID N: copyinPID:copyin-untouched:main:buffer): invalid address (ADDR) in action #1
dtrace: error on enabled probe ID 3 (ID N: pidPID:copyin-untouched:copyin_fn:entry): invalid address (ADDR) in action #1
dtrace: error on enabled probe ID 4 (ID N: copyinPID:copyin-untouched:main:buffer): invalid address (ADDR) in action #2
