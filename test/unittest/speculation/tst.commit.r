speculation 1
before commit
speculative 1
after commit

