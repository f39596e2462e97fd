CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN 
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 78 79 7a 00 00 00                                xyz...


-- @@stderr --
dtrace: script 'tst.rawbytes-x.d' matched 1 probe
