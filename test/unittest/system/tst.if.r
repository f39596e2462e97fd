then
  0x0                                               |

