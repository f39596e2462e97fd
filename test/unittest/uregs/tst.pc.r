  sdt-ustack`func_c                                 
1 1

