[one]
[XY] [two]
[three] [cdef]

