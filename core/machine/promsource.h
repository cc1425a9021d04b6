#pragma once

#include "machine/machinesource.h"
#include "model/result.h"
#include "prometheus/promclient.h"

namespace irqatlas {

// What names a Prometheus server as every front end takes it (the CLI's
// --prometheus flags, a Prometheus tab's source, a Prometheus fleet): the URL
// as typed, the basic-auth user and where that user's password is. Never the
// password itself.
struct PromServerSpec
{
    QString url;
    QString user;
    QString passwordFile; // its first line is the password
    QString passwordEnv;  // else the value of this environment variable
    int timeoutMs = PromServer{}.timeoutMs;
};

// The server spec names: its URL checked (promServerUrl) and, with a user,
// the password read now from the first line of the password file, else from
// the environment variable. The password lives only in the PromServer
// returned. noPassword is the error when neither gives one (a front end's
// own words, such as the CLI's flags); empty, a message naming the user and
// the variable.
Result<PromServer> promServerFrom(const PromServerSpec &spec, const QString &noPassword = {});

// The server a Prometheus source names (promServerFrom), its password read
// at each load.
Result<PromServer> promServerFor(const MachineSource &source);

// Why a Prometheus source read back from outside (a remembered tab) cannot
// be used, for the log: its URL fails promServerUrl or is over-long, its
// instance is empty, or its instance, user, password file or variable is
// over-long or holds a control character, or the variable's name holds '='.
// Empty when it can be used; then loading it is what may still fail.
QString promSourceProblem(const MachineSource &source);

// What a machine read from Prometheus lacks, for its status line: the series
// tell counts, not where an IRQ may run.
QString promNoPlacementNote();

} // namespace irqatlas
