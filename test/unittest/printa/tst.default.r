
  y                                                                10
  z                                                                20
  x                                                                30
after printa

