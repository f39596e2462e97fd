CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN {ptr} = *
                                            (int)1


