  sdt-ustack`data_obj                               |
  sdt-ustack`data_obj+0x8                           |

