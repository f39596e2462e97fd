CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN quiet now

  C      1                           :BEGIN 

-- @@stderr --
dtrace: script 'tst.quiet.d' matched 4 probes
