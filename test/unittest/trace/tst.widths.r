CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN                   -1 18446744073709551615
  X      1                           :BEGIN          -2 4294967295
  X      1                           :BEGIN     -3 65535
  X      1                           :BEGIN   -4 255
  X      1                           :BEGIN   str                                        1
  X      1                           :BEGIN 
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 44 43 42 41 01 00 00 00                          DCBA....

  X      1                           :BEGIN 

