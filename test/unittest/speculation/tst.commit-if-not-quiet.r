CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN kept
  C      1                           :BEGIN 

