<
sdt-ustack`func_c+0xNN
sdt-ustack`func_b+0xN
>
<
    sdt-ustack`func_c+0xNN
    sdt-ustack`func_b+0xN
>
<
          sdt-ustack`func_c+0xNN
>

