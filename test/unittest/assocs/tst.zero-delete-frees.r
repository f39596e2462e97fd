1500 1

-- @@stderr --
