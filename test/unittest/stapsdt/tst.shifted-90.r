shift 0: same output, fired 100
shift 2: same output, fired 0
dtrace: probe testN:shift2:step:site not enabled at shift2 offset 0x114b: the byte there is inside another instruction of its function (a shifted note?) (90 90 90 90 48)
shift 3: same output, fired 0
dtrace: probe testN:shift3:step:site not enabled at shift3 offset 0x114c: the byte there is inside another instruction of its function (a shifted note?) (90 90 90 48 01)
shift 4: same output, fired 0
dtrace: probe testN:shift4:step:site not enabled at shift4 offset 0x114d: the byte there is inside another instruction of its function (a shifted note?) (90 90 48 01 f8)
shift 5: same output, fired 0
dtrace: probe testN:shift5:step:site not enabled at shift5 offset 0x114e: the byte there is inside another instruction of its function (a shifted note?) (90 48 01 f8 c3)
