  dtrace`dt_begin_probe                             |
  dtrace`dt_begin_probe                             |
  dtrace                                            |

