   ID   PROVIDER            MODULE                          FUNCTION NAME
    2     dtrace                                                     END
