CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN 
  X      1                           :BEGIN 
  X      1                           :BEGIN           2
  X      1                           :BEGIN 
  X      2                             :END 1


