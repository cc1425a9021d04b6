#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    std::fputs("irqatlas-cli: not yet\n", stderr);
    return 2;
}
