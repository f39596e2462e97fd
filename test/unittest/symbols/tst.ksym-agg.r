== func

  vmlinux`vfs_write                                                 1
  vmlinux`vfs_read                                                  2
== sym

  vmlinux`vfs_read                                                  2
== mod

  vmlinux                                                           2
