sdt-ustack`func_b|3
[sdt-ustack          ] [sdt-ustack`func_b+0x4] 3

  sdt-ustack`func_b                                                 3

