CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN          10

