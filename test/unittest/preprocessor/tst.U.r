undefined

