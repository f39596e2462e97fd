
                0  sdt-ustack`func_b                                   x                                                                 1
                1  sdt-ustack`func_b                                   x                                                                 2
                2  sdt-ustack`func_b                                   x                                                                 3
