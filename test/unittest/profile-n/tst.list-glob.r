   ID   PROVIDER            MODULE                          FUNCTION NAME
   11    profile                                                     tick-1
   12    profile                                                     tick-10
   13    profile                                                     tick-100
   14    profile                                                     tick-500
   15    profile                                                     tick-1000
   16    profile                                                     tick-5000
