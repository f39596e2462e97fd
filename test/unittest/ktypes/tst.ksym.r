ADDR ADDR
vmlinux`schedule vmlinux`schedule+0x4
 vmlinux`schedule vmlinux`schedule vmlinux 
