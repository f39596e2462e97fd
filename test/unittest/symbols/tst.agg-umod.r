
  sdt-ustack                                                        9
