
  sdt-ustack`func_b                                                 6
