CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN 
                                            (int)1


