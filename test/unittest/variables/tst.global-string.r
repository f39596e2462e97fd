[a longer string]
[short]
[changed] [short]

