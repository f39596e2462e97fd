  vmlinux`vfs_read                                  |
  vmlinux`vfs_read                                  |
  vmlinux`vfs_read                                  |
  vmlinux                                           |
  0x10                                              |
  0x10                                              |
vmlinux`vfs_read vmlinux`vfs_read+0x15 0x10 [vmlinux`vfs_read        ] [        vmlinux`vfs_read]

