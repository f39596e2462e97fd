CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN 
  x                                                                 1


                2
CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN count 1

