clause local

