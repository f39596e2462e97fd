CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN speculative
  C      1                           :BEGIN 

