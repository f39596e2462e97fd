1500 []

-- @@stderr --
