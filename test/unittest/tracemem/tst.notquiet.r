CPU     ID                    FUNCTION:NAME
CPU ID func_c:deep 
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 01 00 00 00 00 00 00 00                          ........


-- @@stderr --
dtrace: script 'tst.notquiet.d' matched 1 probe
dtrace: pid PID has exited
