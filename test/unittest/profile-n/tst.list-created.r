   ID   PROVIDER            MODULE                          FUNCTION NAME
   17    profile                                                     tick-1sec
   18    profile                                                     tick-1000ms
   12    profile                                                     tick-10
   13    profile                                                     tick-100
   15    profile                                                     tick-1000
   17    profile                                                     tick-1sec
   18    profile                                                     tick-1000ms
