
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 48 65 6c 6c 6f 2c 20 74 72 61 63 65 6d 65 6d 21  Hello, tracemem!
        10: 09 7e 00                                         .~.

