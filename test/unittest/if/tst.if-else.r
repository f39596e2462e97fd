then
else

