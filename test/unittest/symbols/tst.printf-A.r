[sdt-ustack`func_b+0x4] [sdt-ustack`func_b+0x4   ] [   sdt-ustack`func_b+0x4]
[sdt-ustack`func_b] [sdt-ustack`func_b+0x4] [sdt-ustack]
[0x10]

