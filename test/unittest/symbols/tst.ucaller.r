  sdt-ustack`func_b                                 |

  sdt-ustack`func_b                                                 1
