bcdef|z|bcdef|cdef
cdef|def
4 1 cdef
[] []
ef 0

  f                                                                 1
